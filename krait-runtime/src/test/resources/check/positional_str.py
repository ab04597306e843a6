# expect: 2:30: error: tools.get_forecast takes keyword arguments (city: str, days: int = 3, units: Literal["metric", "imperial"] | None = None); got a positional str
f = await tools.get_forecast("Oslo")
