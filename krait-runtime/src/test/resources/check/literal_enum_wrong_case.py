# expect: 2:44: error: tools.search_issues: state: must be one of "open", "closed" (got "Open")
await tools.search_issues(query="x", state="Open")
