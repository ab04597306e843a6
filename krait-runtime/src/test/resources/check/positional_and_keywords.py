# expect: 2:7: error: tools.get_forecast() takes one JSON argument or keyword arguments, not 1 positional argument and keyword arguments
await tools.get_forecast({"city": "Oslo"}, days=3)
