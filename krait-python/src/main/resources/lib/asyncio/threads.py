# asyncio.to_thread. A cell has no threads: the function runs in the awaiting task, right away,
# so the result is the same as in CPython but nothing runs in parallel with it (a blocking call
# blocks the whole loop, as any computation in a task does).

__all__ = ('to_thread',)


async def to_thread(func, /, *args, **kwargs):
    """Calls func(*args, **kwargs) and returns its result (in the calling task: no threads here)."""
    return func(*args, **kwargs)
