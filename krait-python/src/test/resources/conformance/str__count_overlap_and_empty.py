print("aaaa".count("aa"), "aaaa".count(""), "".count(""), "abc".count("", 1), "banana".count("a", 2), "banana".count("an", -4))
import re
print(len(re.findall("(?=aa)", "aaaa")))
