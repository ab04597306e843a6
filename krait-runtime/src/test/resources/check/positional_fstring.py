# expect: 3:26: error: tools.get_forecast takes keyword arguments (city: str, days: int = 3, units: Literal["metric", "imperial"] | None = None); got a positional str
c = "Oslo"
await tools.get_forecast(f"{c}")
