"""One module per domain, each with MESSAGES = {lang: {key: text}}."""
