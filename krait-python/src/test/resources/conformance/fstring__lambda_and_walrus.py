print(f"{(lambda x: x * 2)(21)}")
print(f"{(y := 7)} {y + 1}")
nums = [3, 1, 2]
print(f"{sorted(nums, key=lambda v: -v)}")
print(f"{', '.join(map(str, nums))}")
print(f"{dict(a=1)}")
