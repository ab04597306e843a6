# expect: 2:11: error: tools.getWeatherAlerts is not a tool; did you mean tools.get_weather_alerts?
a = await tools.getWeatherAlerts(region="north")
