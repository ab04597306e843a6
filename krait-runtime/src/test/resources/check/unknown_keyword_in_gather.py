# expect: 4:44: error: tools.get_user() missing 1 required keyword-only argument: 'id'
# expect: 4:67: error: tools.get_user() got an unexpected keyword argument 'user_id'; it takes id
import asyncio
await asyncio.gather(tools.get_user(id=1), tools.get_user(user_id=2))
