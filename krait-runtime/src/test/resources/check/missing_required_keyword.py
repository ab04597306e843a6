# expect: 2:7: error: tools.get_forecast() missing 1 required keyword-only argument: 'city'
await tools.get_forecast(days=2)
