print(list[int], dict[str, list[int]], tuple[int, ...])
print(type(list[int]).__name__)
class Box:
    def __class_getitem__(cls, item):
        return f"Box of {item.__name__}"
print(Box[int], Box[str])
