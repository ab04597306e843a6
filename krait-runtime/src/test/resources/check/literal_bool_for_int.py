# expect: 2:44: error: tools.search_issues: limit: must be int (got bool True)
await tools.search_issues(query="x", limit=True)
