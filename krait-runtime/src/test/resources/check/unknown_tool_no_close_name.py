# expect: 2:7: error: tools.delete_everything is not a tool; the tools are get_forecast, get_user, search_issues, send_email, create_order, get_weather_alerts, list_files, echo
await tools.delete_everything()
