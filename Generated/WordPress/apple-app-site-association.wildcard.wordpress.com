{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/?*/?*/?*/?*",
            "percentEncoded": false,
            "comment": "wpcomPost: A post by its dated permalink, on wordpress.com or on its blog's own host. (/{year}/{month}/{day}/{postName})"
          }
        ]
      }
    ]
  }
}
