{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/?*/?*/?*/?*",
            "percentEncoded": false,
            "comment": "newsPost: A post of the WordPress.com News blog, by its dated permalink (a host of its own: two labels under wordpress.com). (/{year}/{month}/{day}/{postName})"
          }
        ]
      }
    ]
  }
}
