# expect: 3:11: error: tools.foo is not a tool; the tools are get_forecast, get_user, search_issues, send_email, create_order, get_weather_alerts, list_files, echo
# expect: 4:11: error: tools.bar is not a tool; the tools are get_forecast, get_user, search_issues, send_email, create_order, get_weather_alerts, list_files, echo
a = await tools.foo()
b = await tools.bar()
