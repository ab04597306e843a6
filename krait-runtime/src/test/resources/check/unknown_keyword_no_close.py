# expect: 2:46: error: tools.get_forecast() got an unexpected keyword argument 'colour'; it takes city, days, units
await tools.get_forecast(city="Oslo", colour="red")
