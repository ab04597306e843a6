# expect: 3:25: warning: 'rows' (line 2) holds the pending call of tools.search_issues(...), not its result, and is iterated over: did you forget `await`?
rows = tools.search_issues(query="x")
ids = [r["id"] for r in rows]
