# expect: 3:10: warning: 'issues' (line 2) holds the pending call of tools.search_issues(...), not its result, and is iterated over: did you forget `await`?
issues = tools.search_issues(query="bug")
for i in issues:
    print(i)
