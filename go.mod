module frontier

go 1.26
