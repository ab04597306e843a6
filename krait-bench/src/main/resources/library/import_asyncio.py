# The cost of `import asyncio` in a fresh cell.
import asyncio
