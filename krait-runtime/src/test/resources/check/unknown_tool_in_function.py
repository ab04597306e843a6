# expect: 3:18: error: tools.search_issue is not a tool; did you mean tools.search_issues?
async def main():
    return await tools.search_issue(query="bug")

text(await main())
