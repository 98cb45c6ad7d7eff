{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/?*/?*/?*/?*",
            "percentEncoded": false,
            "comment": "newsPost (/{year}/{month}/{day}/{postName})"
          }
        ]
      }
    ]
  }
}
