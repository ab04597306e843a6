# expect: 2:5: error: tools.get_forecasts is not a tool; did you mean tools.get_forecast?
f = tools.get_forecasts
