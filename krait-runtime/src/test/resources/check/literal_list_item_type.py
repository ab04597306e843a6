# expect: 2:45: error: tools.search_issues: labels[1]: must be str (got int 3)
await tools.search_issues(query="x", labels=["bug", 3])
