# expect: 2:31: error: tools.get_forecast: city: must be str (got int 42)
await tools.get_forecast(city=42)
