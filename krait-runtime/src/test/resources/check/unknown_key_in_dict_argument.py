# expect: 2:50: error: tools.get_forecast() got an unexpected keyword argument 'day'; did you mean 'days'?
await tools.get_forecast({"city": "Oslo", "day": 2})
