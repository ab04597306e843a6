# expect: 3:29: error: tools.get_usr is not a tool; did you mean tools.get_user?
import asyncio
rs = await asyncio.gather(*(tools.get_usr(id=i) for i in range(3)))
