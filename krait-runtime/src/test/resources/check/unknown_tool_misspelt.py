# expect: 2:11: error: tools.get_forcast is not a tool; did you mean tools.get_forecast?
r = await tools.get_forcast(city="Oslo")
text(r)
