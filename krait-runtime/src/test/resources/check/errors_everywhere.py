# expect: 7:18: error: tools.get_user() missing 1 required keyword-only argument: 'id'
# expect: 7:37: error: tools.get_user() got an unexpected keyword argument 'uid'; did you mean 'id'?
# expect: 9:42: error: tools.get_forecast: units: must be one of "metric", "imperial" (got "K")
# expect: 10:7: error: tools.nope is not a tool; the tools are get_forecast, get_user, search_issues, send_email, create_order, get_weather_alerts, list_files, echo
import asyncio
async def one(i):
    return await tools.get_user(uid=i)
rs = await asyncio.gather(*(one(i) for i in range(3)))
await tools.get_forecast(city="A", units="K")
await tools.nope()
