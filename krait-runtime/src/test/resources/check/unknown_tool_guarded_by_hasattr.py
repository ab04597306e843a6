# expect: 3:15: warning: tools.translate is not a tool; the tools are get_forecast, get_user, search_issues, send_email, create_order, get_weather_alerts, list_files, echo (AttributeError when reached)
if hasattr(tools, "translate"):
    t = await tools.translate(text="hi")
