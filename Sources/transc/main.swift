import ArgumentParser
print("transc")
