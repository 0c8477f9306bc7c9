// Command kernelgen writes search/kernel_<game>.go for every game of
// kernelgen.Games; `go generate ./search` runs it.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"frontier/search/internal/kernelgen"
)

func main() {
	for _, g := range kernelgen.Games {
		src, err := kernelgen.Generate(".", g)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		name := kernelgen.FileName(g)
		tmp := filepath.Join(".", "."+name+".tmp")
		if err := os.WriteFile(tmp, src, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := os.Rename(tmp, name); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
