# expect: 2:33: error: tools.search_issues: query: must have at least 1 character (got 0)
await tools.search_issues(query="")
