people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
words.sort(key=str.lower)
print(words)
words.sort()
print(words)
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted({3: 1, 1: 2}))
nums = [5, -3, 2, -8, 0]
nums.sort(key=abs, reverse=True)
print(nums)
