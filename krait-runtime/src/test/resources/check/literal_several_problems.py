# expect: 4:31: error: tools.get_forecast: city: must be str (got int 1)
# expect: 4:39: error: tools.get_forecast: days: must be >= 1 (got 0)
# expect: 4:48: error: tools.get_forecast: units: must be one of "metric", "imperial" (got "x")
await tools.get_forecast(city=1, days=0, units="x")
