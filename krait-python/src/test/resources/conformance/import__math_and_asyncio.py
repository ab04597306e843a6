import math
from math import sqrt, pi as PI, floor
import asyncio as aio
print(sqrt(81), round(PI, 4), floor(-0.5))
print(math.__name__, aio.__name__, type(math).__name__)
print(callable(aio.sleep), callable(aio.gather), callable(aio.run))
