{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/?*/?*/?*/?*",
            "percentEncoded": false,
            "comment": "wpcomPost (/{year}/{month}/{day}/{postName})"
          },
          {
            "/": "/get",
            "percentEncoded": false,
            "comment": "appBanner (/get?campaign={campaign}#{destination})"
          }
        ]
      }
    ]
  }
}
