import asyncio
async def fetch_user(uid):
    await asyncio.sleep(0)
    if uid == 3:
        raise LookupError(f"user {uid} not found")
    return {"id": uid, "name": f"user{uid}", "active": uid % 2 == 1}
async def main():
    results = await asyncio.gather(*(fetch_user(u) for u in range(1, 6)), return_exceptions=True)
    ok = [r for r in results if not isinstance(r, Exception)]
    errors = [str(r) for r in results if isinstance(r, Exception)]
    print(len(ok), "ok;", errors)
    print(sorted(u["name"] for u in ok if u["active"]))
    return {"ok": len(ok), "failed": len(errors)}
print(asyncio.run(main()))
