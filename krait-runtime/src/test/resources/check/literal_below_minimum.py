# expect: 2:44: error: tools.get_forecast: days: must be >= 1 (got 0)
await tools.get_forecast(city="Oslo", days=0)
