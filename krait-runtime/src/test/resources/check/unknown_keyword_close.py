# expect: 2:44: error: tools.get_forecast() got an unexpected keyword argument 'dayz'; did you mean 'days'?
await tools.get_forecast(city="Oslo", dayz=3)
