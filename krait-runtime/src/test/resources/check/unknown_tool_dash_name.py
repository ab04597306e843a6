# expect: 3:7: error: tools.get_weather is not a tool; did you mean tools.get_weather_alerts?
# expect: 3:25: warning: name 'alerts' is never assigned in the cell (a NameError if reached)
await tools.get_weather-alerts(region="x")
