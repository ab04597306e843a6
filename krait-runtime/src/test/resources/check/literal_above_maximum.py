# expect: 2:44: error: tools.get_forecast: days: must be <= 16 (got 30)
await tools.get_forecast(city="Oslo", days=30)
