# expect: 2:15: error: tools.get_forecst is not a tool; did you mean tools.get_forecast?
g = lambda c: tools.get_forecst(city=c)
