# expect: 2:51: error: tools.get_forecast: days: must be <= 16 (got 99)
await tools.get_forecast({"city": "Oslo", "days": 99})
