# expect: 2:45: error: tools.search_issues: labels: must be list (got str "bug")
await tools.search_issues(query="x", labels="bug")
