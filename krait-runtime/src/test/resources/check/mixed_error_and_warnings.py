# expect: 4:8: warning: module 'numpy' is not available in Krait (ImportError when run); it provides abc, asyncio, ...
# expect: 5:44: error: tools.get_forecast() got an unexpected keyword argument 'dayz'; did you mean 'days'?
# expect: 6:7: warning: name 'undefined_name' is never assigned in the cell (a NameError if reached)
import numpy
await tools.get_forecast(city="Oslo", dayz=1)
print(undefined_name)
