# expect: 3:11: error: tools.get_forecast() missing 1 required keyword-only argument: 'city'
for c in ["a", "b"]:
    await tools.get_forecast(units="metric")
