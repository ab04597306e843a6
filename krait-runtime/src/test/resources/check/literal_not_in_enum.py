# expect: 2:45: error: tools.get_forecast: units: must be one of "metric", "imperial" (got "kelvin")
await tools.get_forecast(city="Oslo", units="kelvin")
