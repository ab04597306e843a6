import asyncio
PAGES = {None: (["a", "b"], "p2"), "p2": (["c"], "p3"), "p3": (["d", "e"], None)}
async def get_page(token):
    await asyncio.sleep(0)
    return PAGES[token]
async def collect():
    items, token = [], None
    while True:
        page, token = await get_page(token)
        items.extend(page)
        if token is None:
            break
    return items
items = asyncio.run(collect())
print(items, len(items))
