# expect: 2:7: error: tools.get_forecast() takes one JSON argument or keyword arguments, not 2 positional arguments
await tools.get_forecast("Oslo", 3)
