# expect: 2:27: error: tools.search_issues takes keyword arguments (query: str, labels: list[str] | None = None, state: Literal["open", "closed"] | None = None, limit: int | None = None); got a positional list
await tools.search_issues(["bug"])
